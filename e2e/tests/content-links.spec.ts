import { expect, test, type APIRequestContext } from '@playwright/test';
import { dateFromToday, dollars, expectAccessible } from './helpers';

// Issue 10, item 6: prices from the fare table search charges.

/** What search charges one adult, and one adult with a child, on a route (first trip of the day). */
async function charged(request: APIRequestContext, from: string, to: string) {
  const price = async (children: number) => {
    const response = await request.put('/api/bookings/reservation/', {
      data: {
        dep_from: { code: from },
        dep_to: { code: to },
        departure_date: dateFromToday(3),
        one_way: true,
        passengers_adults: 1,
        passengers_children: children,
        passengers_infants: 0,
        filters: { max_stopovers: 0 },
      },
    });
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { depart_flights: { price: number }[] };
    return body.depart_flights[0].price;
  };
  const adult = await price(0);
  return { adult, child: (await price(1)) - adult };
}

/** Every '$…' in a text, in cents. */
function prices(text: string): number[] {
  return (text.match(/\$\d+(?:\.\d{2})?/g) ?? []).map(dollars);
}

test.describe('item 6: prices', () => {
  test('the Duluth page states what search charges an adult and a child', async ({ page, request }) => {
    const fare = await charged(request, 'DLH', 'MSP');
    await page.goto('/duluth');
    const service = page.getByRole('region', { name: 'Our Service' });
    const stated = prices(await service.innerText());
    expect(stated).toContain(fare.adult);
    expect(stated).toContain(fare.child);
    expect(stated.every((p) => p === fare.adult || p === fare.child)).toBe(true);
    await expect(service).not.toContainText('ride free');
    const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
    expect(prices(description).sort()).toEqual([fare.adult, fare.child].sort());
  });

  test('the FAQ states the fares search charges in Colorado and Minnesota', async ({ page, request }) => {
    const colorado = await charged(request, 'FTC', 'DEN');
    const minnesota = await charged(request, 'DLH', 'MSP');
    await page.goto('/faq');
    for (const [section, fare] of [
      ['About Colorado Service', colorado],
      ['About Minnesota Service', minnesota],
    ] as const) {
      const region = page.getByRole('region', { name: section });
      await region.getByRole('button', { name: 'How much does a ride cost?' }).click();
      const answer = region.locator('.faq__answer');
      await expect(answer).toBeVisible();
      const text = await answer.innerText();
      expect(prices(text)).toContain(fare.adult);
      if (fare.child === 0) expect(text).toContain('ride free');
      else expect(prices(text)).toContain(fare.child);
    }
  });
});
