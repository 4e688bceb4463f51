import * as migration_20261121_103130_initial from './20261121_103130_initial';

export const migrations = [
  {
    up: migration_20261121_103130_initial.up,
    down: migration_20261121_103130_initial.down,
    name: '20261121_103130_initial'
  },
];
