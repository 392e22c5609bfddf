# logging without configuration: the last-resort handler and basicConfig on stderr.
import logging
log = logging.getLogger(__name__)
log.warning("no handlers: %s", "last resort")
log.info("not shown")
logging.warning("module level")
logging.info("still not shown")
print(logging.getLogger().handlers, log.handlers, log.parent is logging.getLogger(), log.name)
try:
    1 / 0
except ZeroDivisionError:
    log.exception("failed")
logging.getLogger("a.b").setLevel("DEBUG")
print(logging.getLogger("a.b").level, logging.getLogger("a").getEffectiveLevel())
logging.disable(logging.CRITICAL)
logging.error("disabled")
print("done")
