// The MDN HTTP Observatory's tests against a local server over plain HTTP.
//
// Its CLI (`mdn-http-observatory-scan <hostname>`) takes a bare hostname and always scans
// ports 80 and 443, so this calls the same functions as the CLI (retrieve + every test + the
// grader, as in src/scanner/index.js) with the ports given:
//   node observatory.mjs <host> <http-port> <closed-https-port> [path]
// prints one JSON object: {scan: {...}, tests: {name: {pass, result, ...}}}.
import { retrieve } from "@mdn/mdn-http-observatory/src/retriever/retriever.js";
import { ALL_TESTS, NUM_TESTS } from "@mdn/mdn-http-observatory/src/constants.js";
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from "@mdn/mdn-http-observatory/src/grader/charts.js";
import {
  getGradeForScore,
  getScoreDescription,
  getScoreModifier,
} from "@mdn/mdn-http-observatory/src/grader/grader.js";

const [host, httpPort, httpsPort, path] = process.argv.slice(2);
if (!host || !httpPort || !httpsPort) {
  console.error("usage: node observatory.mjs <host> <http-port> <closed-https-port> [path]");
  process.exit(2);
}

const retrieved = await retrieve(host, { httpPort, httpsPort, path: path ?? "" });
if (!retrieved.responses.auto) {
  console.log(JSON.stringify({ error: `no answer from http://${host}:${httpPort}` }));
  process.exit(1);
}

const results = ALL_TESTS.map((test) => test(retrieved));
let passed = 0;
let withCredit = 100;
let uncurved = 100;
const tests = {};
for (const result of results) {
  if (result.result) {
    result.scoreDescription = getScoreDescription(result.result);
    result.scoreModifier = getScoreModifier(result.result);
    passed += result.pass ? 1 : 0;
    withCredit += result.scoreModifier;
    if (result.scoreModifier < 0) uncurved += result.scoreModifier;
  }
  tests[result.constructor.name] = result;
}
const grade = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withCredit : uncurved);
console.log(
  JSON.stringify(
    {
      scan: {
        grade: grade.grade,
        score: grade.score,
        statusCode: retrieved.responses.auto.status,
        testsPassed: passed,
        testsQuantity: NUM_TESTS,
        responseHeaders: retrieved.responses.auto.headers,
      },
      tests,
    },
    null,
    1,
  ),
);
