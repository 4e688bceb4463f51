import * as migration_20261121_112943_initial from './20261121_112943_initial';

export const migrations = [
  {
    up: migration_20261121_112943_initial.up,
    down: migration_20261121_112943_initial.down,
    name: '20261121_112943_initial'
  },
];
