// The words every data table says the same way (its column names come from the domain that
// places it): what a screen reader hears when the sort or the page changes, and the pager's
// defaults, which a page may replace with its own.
import { defineMessages } from '../shared/i18n.tsx';

export const dataTableMessages = defineMessages({
  en: {
    sortedAscending: 'Sorted by {column}, ascending',
    sortedDescending: 'Sorted by {column}, descending',
    pageRows: 'Page {page} of {pages}, {rows} rows',
    pageRow: 'Page {page} of {pages}, 1 row',
    pageOf: 'Page {page} of {pages}',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    pages: 'Pages',
  },
  fr: {
    sortedAscending: 'Trié par {column}, ordre croissant',
    sortedDescending: 'Trié par {column}, ordre décroissant',
    pageRows: 'Page {page} sur {pages}, {rows} lignes',
    pageRow: 'Page {page} sur {pages}, 1 ligne',
    pageOf: 'Page {page} sur {pages}',
    previousPage: 'Page précédente',
    nextPage: 'Page suivante',
    pages: 'Pages',
  },
});
