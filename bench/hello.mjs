// The bare baseline: a Fastify hello-world route, in its own process like the real server.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT || 0) });
console.log(`listening ${app.server.address().port}`);
