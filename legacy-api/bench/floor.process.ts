import { startFloorServer } from './floor-server.js';

/** The floor in a process of its own (forked by the bench, given the database URL): answers its URL over IPC. */
const floor = await startFloorServer(process.argv[2]!);
process.send!({ url: floor.url });
process.on('disconnect', () => {
  void floor.close().then(() => process.exit(0));
});
