// Zoned time has one implementation, shared with the API and the worker (ADR 0023): @tele/data/zoned-time.
export * from '@tele/data/zoned-time';
