"""Sample run: cut time.sleep to a blink; the mock answers at once, so polling needs no waits."""
import time

_real_sleep = time.sleep


def _short_sleep(seconds):
    _real_sleep(min(seconds, 0.02))


time.sleep = _short_sleep
