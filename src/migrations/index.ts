import * as migration_20261121_103211_initial from './20261121_103211_initial';

export const migrations = [
  {
    up: migration_20261121_103211_initial.up,
    down: migration_20261121_103211_initial.down,
    name: '20261121_103211_initial'
  },
];
