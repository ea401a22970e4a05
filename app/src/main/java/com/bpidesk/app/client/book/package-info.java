/** The typed client of the engine's client book (ADR 0255): {@link com.bpidesk.app.client.book.BookApi}. */
package com.bpidesk.app.client.book;
