import { expect, type Locator, type Page } from '@playwright/test';
import { motionSettled } from './motion';

/**
 * Opens an antd select and picks the option labelled `label` (antd gives each option its label as
 * title), then waits for the list to close. The option is clicked once the list has stopped sliding
 * in: clicked mid-slide the click lands beside it and the list stays open (seen in CI), and a list
 * still fading out would offer the same option twice to the next pick.
 */
export async function chooseOption(page: Page, select: Locator, label: string): Promise<void> {
  await select.click();
  const option = page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${label}"]`);
  await motionSettled(option);
  await option.click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}
