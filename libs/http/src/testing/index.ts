export { startRedisServer, type RedisServer } from './redisServer';
