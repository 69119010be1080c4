// Preloaded into the server by the memory benchmark (`node --import ./probe.mjs …`): answers
// 'memory' over the IPC channel with process.memoryUsage(), so that the table can split RSS into
// the V8 heap and memory outside it (PGlite's WebAssembly memory is counted in `external`), and
// stops the server if the benchmark goes away. Does nothing when the process has no IPC channel;
// never keeps the process alive by itself.
if (process.send) {
  process.channel?.unref();
  process.on('message', (message) => {
    if (message === 'memory') process.send({ memory: process.memoryUsage() });
  });
  process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));
}
