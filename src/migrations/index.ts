import * as migration_20261121_113139_initial from './20261121_113139_initial';
import * as migration_20261123_033850_contact_form_nonce from './20261123_033850_contact_form_nonce';
import * as migration_20261123_063004_sorting_reminders_wordpress from './20261123_063004_sorting_reminders_wordpress';
import * as migration_20261123_065057_sorting_misses from './20261123_065057_sorting_misses';
import * as migration_20261123_082627_reminder_sends_sending from './20261123_082627_reminder_sends_sending';
import * as migration_20261125_214119_audit_log from './20261125_214119_audit_log';
import * as migration_20261125_214741_reminder_sends_manage from './20261125_214741_reminder_sends_manage';
import * as migration_20261125_215303_municipality_codes from './20261125_215303_municipality_codes';
import * as migration_20261125_230856_merged_schema from './20261125_230856_merged_schema';
import * as migration_20261126_005841_sorting_miss_clients from './20261126_005841_sorting_miss_clients';
import * as migration_20261126_022210_missed_collection_date from './20261126_022210_missed_collection_date';
import * as migration_20261126_070551_address_index from './20261126_070551_address_index';
import * as migration_20261126_101900_footer_links from './20261126_101900_footer_links';
import * as migration_20261126_140015_cluster_tables from './20261126_140015_cluster_tables';
import * as migration_20261126_140203_live_preview_autosave from './20261126_140203_live_preview_autosave';
import * as migration_20261126_171713_outbox_failed from './20261126_171713_outbox_failed';
import * as migration_20261126_175413_merged_schema from './20261126_175413_merged_schema';

export const migrations = [
  {
    up: migration_20261121_113139_initial.up,
    down: migration_20261121_113139_initial.down,
    name: '20261121_113139_initial',
  },
  {
    up: migration_20261123_033850_contact_form_nonce.up,
    down: migration_20261123_033850_contact_form_nonce.down,
    name: '20261123_033850_contact_form_nonce',
  },
  {
    up: migration_20261123_063004_sorting_reminders_wordpress.up,
    down: migration_20261123_063004_sorting_reminders_wordpress.down,
    name: '20261123_063004_sorting_reminders_wordpress',
  },
  {
    up: migration_20261123_065057_sorting_misses.up,
    down: migration_20261123_065057_sorting_misses.down,
    name: '20261123_065057_sorting_misses',
  },
  {
    up: migration_20261123_082627_reminder_sends_sending.up,
    down: migration_20261123_082627_reminder_sends_sending.down,
    name: '20261123_082627_reminder_sends_sending',
  },
  {
    up: migration_20261125_214119_audit_log.up,
    down: migration_20261125_214119_audit_log.down,
    name: '20261125_214119_audit_log',
  },
  {
    up: migration_20261125_214741_reminder_sends_manage.up,
    down: migration_20261125_214741_reminder_sends_manage.down,
    name: '20261125_214741_reminder_sends_manage',
  },
  {
    up: migration_20261125_215303_municipality_codes.up,
    down: migration_20261125_215303_municipality_codes.down,
    name: '20261125_215303_municipality_codes',
  },
  {
    up: migration_20261125_230856_merged_schema.up,
    down: migration_20261125_230856_merged_schema.down,
    name: '20261125_230856_merged_schema',
  },
  {
    up: migration_20261126_005841_sorting_miss_clients.up,
    down: migration_20261126_005841_sorting_miss_clients.down,
    name: '20261126_005841_sorting_miss_clients',
  },
  {
    up: migration_20261126_022210_missed_collection_date.up,
    down: migration_20261126_022210_missed_collection_date.down,
    name: '20261126_022210_missed_collection_date',
  },
  {
    up: migration_20261126_070551_address_index.up,
    down: migration_20261126_070551_address_index.down,
    name: '20261126_070551_address_index',
  },
  {
    up: migration_20261126_101900_footer_links.up,
    down: migration_20261126_101900_footer_links.down,
    name: '20261126_101900_footer_links',
  },
  {
    up: migration_20261126_140015_cluster_tables.up,
    down: migration_20261126_140015_cluster_tables.down,
    name: '20261126_140015_cluster_tables',
  },
  {
    up: migration_20261126_140203_live_preview_autosave.up,
    down: migration_20261126_140203_live_preview_autosave.down,
    name: '20261126_140203_live_preview_autosave',
  },
  {
    up: migration_20261126_171713_outbox_failed.up,
    down: migration_20261126_171713_outbox_failed.down,
    name: '20261126_171713_outbox_failed',
  },
  {
    up: migration_20261126_175413_merged_schema.up,
    down: migration_20261126_175413_merged_schema.down,
    name: '20261126_175413_merged_schema'
  },
];
