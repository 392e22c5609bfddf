import torch
import warnings

import warnings

def fn(x):
    if bool(x > 0):
        warnings.warn('This should NOT be printed')
        x += 1
    return x
with warnings.catch_warnings(record=True) as warns:
    fn_script = torch.jit.script(fn)
    fn_script(torch.tensor(0))
warns = [str(w.message) for w in warns]
print(len(warns))
