"""Cookieless audience measurement: aggregate counters per day, page, language and event (issue 19)."""
