// @vitest-environment jsdom
/**
 * Where the cursor goes in the admin's forms (issue 27): into the first invalid field after
 * "Lütfen işaretli alanları düzeltin", scrolled to the middle, even when the widget keeps its
 * input inside (rich text, lists); into the row "+ Ekle" just added.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldIdOf, focusFieldOfError } from '../../src/admin/form/focus-field-of-error.ts';
import { firstFieldOfLastRow } from '../../src/admin/form/use-focus-new-row.ts';

describe('focus on the first invalid field', () => {
  let scrolled: Element[];
  beforeEach(() => {
    scrolled = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element, options?: boolean | ScrollIntoViewOptions) {
      expect(options).toEqual({ block: 'center', behavior: 'auto' });
      scrolled.push(this);
    });
    document.body.innerHTML = `
      <form id="f">
        <div data-field-id="root_title"><input id="root_title"></div>
        <div data-field-id="root_content" data-invalid="true"><button type="button">HTML</button><div class="ql-toolbar"><button type="button">B</button></div><div id="root_content_box"><div class="ql-editor" contenteditable="true"></div></div></div>
        <div data-field-id="root_author_name" data-invalid="true"><input id="root_author_name"></div>
        <div data-field-id="root_tags"><ul><li><input aria-label="Etiketler 1"></li></ul></div>
      </form>`;
  });

  it('names the field of an error as RJSF does', () => {
    expect(fieldIdOf('.author.name')).toBe('root_author_name');
    expect(fieldIdOf('.stats.0.label')).toBe('root_stats_0_label');
    expect(fieldIdOf('.stats[1].label')).toBe('root_stats_1_label');
    expect(fieldIdOf('')).toBe('root');
  });

  it('focuses a rich-text editor, which has no element with the field id', () => {
    const form = document.getElementById('f');
    expect(focusFieldOfError(form, '.content')).toBe(true);
    expect(document.activeElement).toBe(document.querySelector('.ql-editor'));
    expect(scrolled).toEqual([document.querySelector('[data-field-id="root_content"]')]);
  });

  it('focuses a nested input by its id, and a list by its first row', () => {
    const form = document.getElementById('f');
    focusFieldOfError(form, '.author.name');
    expect(document.activeElement?.id).toBe('root_author_name');
    focusFieldOfError(form, '.tags');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Etiketler 1');
  });

  it('falls back to the first field marked invalid', () => {
    expect(focusFieldOfError(document.getElementById('f'), '.unknown')).toBe(true);
    expect(document.activeElement).toBe(document.querySelector('.ql-editor'));
  });
});

describe('focus on a row just added', () => {
  it('takes the first field of the last row', () => {
    document.body.innerHTML = `<ul id="l"><li><input id="a"><button>x</button></li><li><select id="b"></select><input id="c"></li></ul>`;
    expect(firstFieldOfLastRow(document.getElementById('l')!, ':scope > li')?.id).toBe('b');
    document.body.innerHTML = `<ul id="l"></ul>`;
    expect(firstFieldOfLastRow(document.getElementById('l')!, ':scope > li')).toBeNull();
  });
});
