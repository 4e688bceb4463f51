import * as migration_20261121_103402_initial from './20261121_103402_initial';

export const migrations = [
  {
    up: migration_20261121_103402_initial.up,
    down: migration_20261121_103402_initial.down,
    name: '20261121_103402_initial'
  },
];
