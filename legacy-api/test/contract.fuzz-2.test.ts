import { fuzzRoutes, routesOfPart } from './support/fuzz-routes.js';

// Part 2 of 2 of the fuzzing of every route (support/fuzz-routes.ts): two files, so two test workers share it.
fuzzRoutes(routesOfPart(1, 2));
