import * as migration_20261121_100917_initial from './20261121_100917_initial';

export const migrations = [
  {
    up: migration_20261121_100917_initial.up,
    down: migration_20261121_100917_initial.down,
    name: '20261121_100917_initial'
  },
];
