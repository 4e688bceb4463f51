import * as migration_20261121_113139_initial from './20261121_113139_initial';
import * as migration_20261123_033850_contact_form_nonce from './20261123_033850_contact_form_nonce';
import * as migration_20261123_050836_reminder_subscriptions from './20261123_050836_reminder_subscriptions';

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
    up: migration_20261123_050836_reminder_subscriptions.up,
    down: migration_20261123_050836_reminder_subscriptions.down,
    name: '20261123_050836_reminder_subscriptions'
  },
];
