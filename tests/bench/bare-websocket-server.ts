// The runtime's floor for the messages bench's "RSS per socket": a Deno.serve server that
// upgrades every request to a WebSocket and keeps it, with nothing of Tendwell in it. The bench
// opens as many sockets to it as to the app, in the same run, and prints the memory each cost
// beside the app's (`deno run -A tests/bench/bare-websocket-server.ts <port>`).
const port = Number(Deno.args[0] ?? 8299);
const sockets = new Set<WebSocket>();

Deno.serve({ port, hostname: '127.0.0.1', onListen: () => {} }, (req) => {
  if (req.headers.get('upgrade') !== 'websocket') return new Response('bare');
  const { socket, response } = Deno.upgradeWebSocket(req);
  socket.onopen = () => sockets.add(socket);
  socket.onclose = () => sockets.delete(socket);
  return response;
});
