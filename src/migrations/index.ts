import * as migration_20261121_112649_initial from './20261121_112649_initial';

export const migrations = [
  {
    up: migration_20261121_112649_initial.up,
    down: migration_20261121_112649_initial.down,
    name: '20261121_112649_initial'
  },
];
