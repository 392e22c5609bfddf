# The torch.jit fuser and module utilities a program may call: they keep
# PyTorch's state and messages (there is one executor, no fusion backend).
import warnings

import torch

print(torch.jit.set_fusion_strategy([("DYNAMIC", 3)]))
print(torch.jit.set_fusion_strategy([("STATIC", 1)]))
print(torch.jit.onednn_fusion_enabled(), torch.jit.enable_onednn_fusion(True), torch.jit.onednn_fusion_enabled())

with torch.jit.fuser("fuser1"):
    print("fused region")
try:
    with torch.jit.fuser("bogus"):
        pass
except Exception as e:
    print(type(e).__name__, e)

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    with torch.jit.strict_fusion():
        pass
    print([str(w.message) for w in caught])


class Helper:
    pass


torch.jit.set_module(Helper, "mypkg.helpers")
print(Helper.__module__, issubclass(torch.jit.ScriptWarning, Warning), torch.jit.Iterator)

m = torch.jit.freeze(torch.jit.script(torch.nn.Linear(2, 2).eval()))
print(torch.jit.run_frozen_optimizations(m), type(m).__name__)
