import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Prints where the difference images of failed screenshots are, one path a line, after the run. */
export default class DiffReporter implements Reporter {
  private readonly diffs: string[] = [];

  onTestEnd(_test: TestCase, result: TestResult): void {
    for (const attachment of result.attachments) {
      if (attachment.path && attachment.name.endsWith('-diff.png')) this.diffs.push(attachment.path);
    }
  }

  onEnd(): void {
    if (!this.diffs.length) return;
    console.log(`\n${this.diffs.length} screenshot(s) differ from their baseline; the differences:`);
    for (const path of this.diffs.sort()) console.log(`  ${path}`);
    console.log('Report: test-results/visual-report/index.html. Intended? npm run visual:update');
  }
}
