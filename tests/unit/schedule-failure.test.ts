/** The Turkish words for why a scheduled draft did not go live, and the users screen's toast that says drafts were unscheduled. */
import { describe, expect, it } from 'vitest';
import { scheduleFailureReason, scheduleFailureText } from '../../src/lib/schedule-failure.ts';
import { unscheduledToast } from '../../src/admin/users/unscheduled-toast.ts';

describe('schedule failure texts', () => {
  it('words the database keys in Turkish, and any other SQLSTATE generically', () => {
    expect(scheduleFailureText('slug_taken')).toBe('Zamanlanmış yayın yapılamadı: bağlantı adresi başka bir sayfada kullanılıyor');
    expect(scheduleFailureText('author_not_staff')).toBe(
      'Zamanlanmış yayın yapılamadı: taslağı kaydeden kişinin artık yayınlama yetkisi yok (hesabı devre dışı, kaldırılmış ya da rolü değişmiş)',
    );
    expect(scheduleFailureText('edit_conflict')).toBe('Zamanlanmış yayın yapılamadı: kayıt, taslak hazırlandıktan sonra başka biri tarafından değiştirildi');
    expect(scheduleFailureReason('23514')).toBe('beklenmeyen bir hata oluştu (kod 23514)');
  });

  it('the users screen says how many scheduled drafts came off the schedule', () => {
    expect(unscheduledToast('ayse@ajans.com.tr devre dışı bırakıldı', 2)).toEqual({
      text: 'ayse@ajans.com.tr devre dışı bırakıldı; 2 zamanlanmış taslak zamanlamadan çıkarıldı',
      variant: 'warning',
    });
    expect(unscheduledToast('ayse@ajans.com.tr kaldırıldı', 0)).toEqual({ text: 'ayse@ajans.com.tr kaldırıldı', variant: 'success' });
    expect(unscheduledToast('ayse@ajans.com.tr artık Yönetici', null)).toEqual({ text: 'ayse@ajans.com.tr artık Yönetici', variant: 'success' });
  });
});
