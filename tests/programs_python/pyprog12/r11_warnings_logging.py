import warnings
import logging
import io
import torch

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    warnings.warn("custom warning", UserWarning)
    warnings.warn("deprecated thing", DeprecationWarning)
    print(len(w), [str(x.message) for x in w], [x.category.__name__ for x in w])
with warnings.catch_warnings():
    warnings.simplefilter("error")
    try:
        warnings.warn("now an error", RuntimeWarning)
    except RuntimeWarning as e:
        print("raised", e)
stream = io.StringIO()
logger = logging.getLogger("train")
logger.setLevel(logging.DEBUG)
h = logging.StreamHandler(stream)
h.setFormatter(logging.Formatter("%(levelname)s:%(name)s:%(message)s"))
logger.addHandler(h)
logger.propagate = False
for step, loss in enumerate(torch.tensor([0.9, 0.5, 0.2])):
    logger.info("step %d loss %.2f", step, loss.item())
logger.debug("debug %s", {"a": 1})
logger.warning("done")
logger.setLevel(logging.WARNING)
logger.info("hidden")
print(stream.getvalue(), end="")
print(logging.getLevelName(logging.INFO), logger.isEnabledFor(logging.INFO), logger.getEffectiveLevel())
