import * as migration_20261123_020218_initial from './20261123_020218_initial';

export const migrations = [
  {
    up: migration_20261123_020218_initial.up,
    down: migration_20261123_020218_initial.down,
    name: '20261123_020218_initial'
  },
];
