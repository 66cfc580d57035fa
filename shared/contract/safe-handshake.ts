import { z } from 'zod';
import { endpoint } from './endpoint';
import { safeHandshakeCall } from './safe';

/** A new safe-switch key for this client session (plain call; `expiresIn` in seconds, renewed by use). */
export const safeHandshake = endpoint(
  safeHandshakeCall,
  z.object({}).strict().optional().default({}),
  z.object({ keyId: z.string(), key: z.string(), expiresIn: z.number().int() }),
);
