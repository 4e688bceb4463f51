"""Runs the source module against a running site (its demo data), as Home Assistant would call it.

    JAATMEVEO_SITE=http://127.0.0.1:3000 python3 -m unittest integrations/home-assistant/test_jaatmeveo_ee.py

Standard library only. The module imports `waste_collection_schedule`, which is Home Assistant's: the stand-in
in tests/support provides its Collection. The expectations are read from the site's own API answers and from
the demo's address cases (seed/discharges/cases.ts), so they hold on any day the demo is seeded.
"""

import datetime
import json
import os
import sys
import unittest
import urllib.parse
import urllib.request
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "support"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import jaatmeveo_ee  # noqa: E402
from jaatmeveo_ee import Source  # noqa: E402

SITE = os.environ.get("JAATMEVEO_SITE", "").rstrip("/")
# A test run behind the site's trusted proxy may name its client, so that its lookups have a budget of their own.
if os.environ.get("JAATMEVEO_CLIENT"):
    _opener = urllib.request.build_opener()
    _opener.addheaders = [("X-Forwarded-For", os.environ["JAATMEVEO_CLIENT"])]
    urllib.request.install_opener(_opener)
# The demo's apartment building: two contracts (the association's and a shop's) share the address.
DEMO_ADDRESS = "Sõpruse pst 151, Tallinn"
DEMO_ADDRESS_ID = "addae78e330c713a"
# The association's containers as the planning system names them (seed/discharges/cases.ts).
ASSOCIATION = {
    ("Segaolmejäätmed", "Konteiner 660 L"),
    ("Biolagunevad jäätmed", "Konteiner 240 L"),
    ("Segapakendid", "Konteiner 800 L"),
    ("Paber ja kartong", "Konteiner 660 L"),
}
DEMO_CONTRACT = "900000001"


def get(path, **params):
    with urllib.request.urlopen(f"{SITE}{path}?{urllib.parse.urlencode(params)}", timeout=30) as response:
        return json.load(response)


@unittest.skipUnless(SITE, "JAATMEVEO_SITE is not set: no site to run against")
class SourceAgainstTheSite(unittest.TestCase):
    def test_module_has_the_integration_constants(self):
        for name in ("TITLE", "DESCRIPTION", "URL", "TEST_CASES"):
            self.assertTrue(getattr(jaatmeveo_ee, name), name)
        for args in jaatmeveo_ee.TEST_CASES.values():
            Source(**args)  # every test case is a valid configuration

    def test_address_gives_one_entry_per_container_and_day_in_english(self):
        entries = Source(address=DEMO_ADDRESS, lang="en", site=SITE).fetch()
        answer = get(f"/api/v1/addresses/{DEMO_ADDRESS_ID}/collections", lang="en")
        today = datetime.date.fromisoformat(answer["today"])
        expected = Counter()
        for c in answer["containers"]:
            for day in [c["next"], *c["following"]]:
                if day:
                    expected[(day["date"], f"{c['wasteTypeLabel']} ({c['itemTypeLabel']})")] += 1
        got = Counter((e.date.isoformat(), e.type) for e in entries)
        self.assertEqual(got, expected)
        self.assertGreaterEqual(len(entries), len(answer["containers"]))
        self.assertTrue(all(e.date >= today for e in entries), "only days from today on")
        # The association's four kinds of container are all there, in English, with their own icons.
        kinds = {(c["wasteType"], c["itemType"]) for c in answer["containers"]}
        self.assertTrue(ASSOCIATION <= kinds, kinds)
        types = {e.type for e in entries}
        for label in ("Mixed municipal waste", "Biodegradable waste", "Mixed packaging", "Paper and cardboard"):
            self.assertTrue(any(t.startswith(label + " (Container ") for t in types), (label, types))
        icons = {e.type.split(" (")[0]: e.icon for e in entries}
        self.assertEqual(icons["Biodegradable waste"], "mdi:leaf")
        self.assertEqual(icons["Mixed packaging"], "mdi:recycle")
        self.assertEqual(icons["Paper and cardboard"], "mdi:package-variant")
        self.assertEqual(icons["Mixed municipal waste"], "mdi:trash-can")

    def test_types_in_russian(self):
        entries = Source(address="sõpruse pst 151 tallinn", lang="ru", site=SITE).fetch()
        types = {e.type for e in entries}
        self.assertTrue(any(t.startswith("Смешанные бытовые отходы (Контейнер 660 л)") for t in types), types)

    def test_contract_gives_its_collections(self):
        entries = Source(contract=DEMO_CONTRACT, lang="et", site=SITE).fetch()
        answer = get(f"/api/v1/contracts/{DEMO_CONTRACT}/discharges", lang="et")
        self.assertGreater(len(entries), 0)
        self.assertEqual(
            sorted((e.date.isoformat(), e.type) for e in entries),
            sorted((d["date"], f"{d['wasteTypeLabel']} ({d['itemTypeLabel']})") for d in answer["discharges"]),
        )

    def test_unknown_address_says_so(self):
        with self.assertRaisesRegex(ValueError, "No served address"):
            Source(address="Olematu tänav 999, Kuskilinn", site=SITE).fetch()

    def test_bad_configuration_is_refused(self):
        with self.assertRaises(ValueError):
            Source()
        with self.assertRaises(ValueError):
            Source(address=DEMO_ADDRESS, lang="de")


if __name__ == "__main__":
    unittest.main(verbosity=2)
