/** Category and author suggest the values other posts already have (issue 27: spelling variants split the blog filter). */
import { describe, expect, it } from 'vitest';
import { resource as blog } from '../../generated/admin/blog.ts';
import { resource as projects } from '../../generated/admin/projects.ts';
import { existingValues, suggestionsId, suggestTargets } from '../../src/admin/form/suggestions.ts';
import type { AnyResource } from '../../src/admin/resource/types.ts';

describe('suggestions from existing values', () => {
  it('the blog form suggests its category and its author name', () => {
    expect(suggestTargets(blog as unknown as AnyResource)).toEqual([
      { id: 'root_category', column: 'category', path: [] },
      { id: 'root_author_name', column: 'author', path: ['name'] },
    ]);
    expect(suggestTargets(projects as unknown as AnyResource)).toEqual([]);
    expect(suggestionsId('root_category')).toBe('root_category__oneriler');
  });

  it('lists each value once, trimmed, in Turkish order, without blanks', () => {
    const rows = [
      { id: '1', category: 'Sosyal Medya', author: { name: 'Zeynep Kaya' } },
      { id: '2', category: ' Çekim ', author: {} },
      { id: '3', category: 'SEO', author: { name: 'Ayşe Yılmaz' } },
      { id: '4', category: 'Sosyal Medya', author: null },
      { id: '5', category: '', author: { name: '  ' } },
      { id: '6', category: 'Dijital', author: { name: 'Zeynep Kaya' } },
    ];
    const [category, author] = suggestTargets(blog as unknown as AnyResource);
    expect(existingValues(rows, category!)).toEqual(['Çekim', 'Dijital', 'SEO', 'Sosyal Medya']);
    expect(existingValues(rows, author!)).toEqual(['Ayşe Yılmaz', 'Zeynep Kaya']);
  });
});
