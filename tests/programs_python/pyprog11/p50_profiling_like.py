import time
import sys
import warnings
import logging
import torch

logging.basicConfig(stream=sys.stdout, level=logging.INFO, format="%(levelname)s:%(name)s:%(message)s")
log = logging.getLogger("train")
log.info("starting %d epochs", 2)
log.debug("hidden")
log.warning("lr=%.3f is high", 0.5)
child = logging.getLogger("train.data")
child.info("child logger")
print(log.level, log.getEffectiveLevel(), child.parent.name, logging.getLevelName(30))

class Timer:
    def __enter__(self):
        self.start = time.perf_counter()
        return self
    def __exit__(self, *a):
        self.elapsed = time.perf_counter() - self.start
        return False

with Timer() as t:
    torch.randn(100, 100).sum()
print(t.elapsed >= 0)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    warnings.warn("deprecated thing", DeprecationWarning)
    warnings.warn("user thing")
print(len(w), [str(x.message) for x in w], [x.category.__name__ for x in w])
sys.stdout.write("written directly\n")
print("a", "b", sep="-", end="!\n")
print(*[1, 2, 3], sep=", ")
print(sys.version_info[0], sys.maxsize > 2**31, type(sys.argv).__name__, sys.byteorder)
print(sys.getrecursionlimit() >= 1000, isinstance(sys.path, list))
print(torch.get_num_threads() >= 1, torch.__version__.split("+")[0][:4], torch.get_default_dtype())
print(torch.tensor([1.5]).dtype, torch.zeros(1, dtype=torch.float64).dtype)
print(torch.is_tensor(torch.ones(1)), torch.is_floating_point(torch.ones(1)), torch.numel(torch.ones(2, 3)))
print(torch.cuda.is_available(), torch.backends.mps.is_available() if hasattr(torch.backends, "mps") else False)
print(torch.device("cpu"), torch.device("cuda:1").index, torch.ones(1).device.type)
