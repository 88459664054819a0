import { formsQueueName } from '@clavis/forms/server';
import { redisKeyPrefix } from '../config/siteConfig';

/**
 * The Redis ACL rule of one market's site user (after `ACL SETUSER <user>`, or in an ACL file after
 * `user <user>`): its own keys and channels only (`clavis:{market}:*` and BullMQ's
 * `bull:clavis-{market}-forms:*`), the command groups the page cache, limits, publish fan-out,
 * forms queue and audit use, with nothing that administers or empties Redis, and `INFO` (BullMQ
 * reads the server's version and policy from it). Give the password as `>secret` before it.
 */
export function redisAclRule(market: string): string {
  return [
    'on',
    'resetkeys',
    `~${redisKeyPrefix(market)}*`,
    `~bull:${formsQueueName(market)}:*`,
    'resetchannels',
    `&${redisKeyPrefix(market)}*`,
    '-@all',
    '+@connection',
    '+@read',
    '+@write',
    '+@keyspace',
    '+@string',
    '+@hash',
    '+@list',
    '+@set',
    '+@sortedset',
    '+@stream',
    '+@pubsub',
    '+@scripting',
    '+@transaction',
    '+@blocking',
    '-@admin',
    '-@dangerous',
    '+info',
  ].join(' ');
}
