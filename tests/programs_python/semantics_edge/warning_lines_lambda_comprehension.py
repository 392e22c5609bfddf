# A warning raised inside a lambda, a comprehension or a generator
# expression is attributed to that line (the frame's current line).
import warnings
import torch

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    f = lambda: warnings.warn("from lambda")
    f()
    sq = [warnings.warn(f"comp {i}") for i in range(2)]
    g = (warnings.warn("genexp") for _ in range(1))
    next(g)
    d = {k: warnings.warn("dictcomp", DeprecationWarning) for k in "a"}
    traced = torch.jit.trace(lambda a: a.mean().item() * a, torch.ones(3))
for w in caught:
    print(w.category.__name__, w.lineno, str(w.message)[:40])
print(traced(torch.arange(3.0)))
