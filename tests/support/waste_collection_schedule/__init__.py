"""A stand-in for Home Assistant's waste_collection_schedule package: only what a source module imports.

The real Collection (custom_components/waste_collection_schedule/waste_collection_schedule/collection.py in
mampfes/hacs_waste_collection_schedule) is a dict with date, type and icon; this one keeps the same three.
"""

import datetime


class Collection(dict):
    def __init__(self, date, t, icon=None, picture=None):
        if not isinstance(date, datetime.date):
            raise TypeError(f"date must be a datetime.date, not {type(date).__name__}")
        if not isinstance(t, str) or not t:
            raise TypeError("t must be a non-empty string")
        super().__init__(date=date.isoformat(), type=t, icon=icon, picture=picture)
        self._date = date

    @property
    def date(self):
        return self._date

    @property
    def type(self):
        return self["type"]

    @property
    def icon(self):
        return self["icon"]
