import { expect, type Locator, type Page } from '@playwright/test';

/** A desktop window and a phone, the sizes the admin tables must fit without sideways scrolling. */
export const screenSizes = [
  { name: '1280 × 800', width: 1280, height: 800 },
  { name: '390 × 844', width: 390, height: 844 },
] as const;

/**
 * The boxes inside `root` whose content is wider than they are: cut ("ACTIO", "En at…") or
 * spilling over. Screen-reader-only text (1 px boxes) and inline elements are left out.
 */
async function overflowingBoxes(root: Locator): Promise<string[]> {
  return root.evaluate((element) =>
    [element, ...Array.from(element.querySelectorAll('*'))]
      .filter((box): box is HTMLElement => box instanceof HTMLElement)
      .filter((box) => box.clientWidth > 1 && getComputedStyle(box).display !== 'inline')
      .filter((box) => box.scrollWidth > box.clientWidth + 1)
      .map(
        (box) =>
          `<${box.tagName.toLowerCase()} class="${box.className}"> "${box.textContent?.slice(0, 40)}" ` +
          `(${box.scrollWidth} px in ${box.clientWidth})`,
      ),
  );
}

/** The page does not scroll sideways and nothing in `root` is cut or spills over. */
export async function expectNothingOverflows(page: Page, root: Locator) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, 'the page scrolls sideways').toBeLessThanOrEqual(widths.client);
  expect(await overflowingBoxes(root)).toEqual([]);
}

/**
 * The table in `region` fits: no sideways scrolling of the page or the region, the table's box no
 * wider than its container, no text cut, and every row action visible inside the window.
 */
export async function expectTableFits(page: Page, region: Locator) {
  await expect(region.locator('tbody tr').first()).toBeVisible();
  const sizes = await region.evaluate((element) => ({
    regionScroll: element.scrollWidth,
    regionClient: element.clientWidth,
    region: element.getBoundingClientRect().width,
    table: element.querySelector('table')?.getBoundingClientRect().width ?? Infinity,
  }));
  expect(sizes.regionScroll, 'the table scrolls sideways').toBeLessThanOrEqual(sizes.regionClient);
  expect(sizes.table, 'the table is wider than its box').toBeLessThanOrEqual(sizes.region);
  await expectNothingOverflows(page, region);

  const window = page.viewportSize();
  const actions = region.locator('tbody').locator('button, a');
  for (const action of await actions.all()) {
    await action.scrollIntoViewIfNeeded();
    await expect(action).toBeVisible();
    const box = await action.boundingBox();
    expect(box, 'a row action has no box').not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(window!.width);
  }
}
