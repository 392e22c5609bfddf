# TorchScript error text (PyTorch 1.13): missing dict keys at run time.
import torch
import torch.nn as nn
from typing import List, Dict, Optional, Tuple


def report(obj):
    try:
        torch.jit.script(obj)
        print("compiled")
    except Exception as e:
        print(type(e).__name__)
        print(str(e).replace(__file__, "<file>"))

@torch.jit.script
def dict_get(d: Dict[str, int], k: str) -> int:
    return d[k] * 2


@torch.jit.script
def dict_literal_key(d: Dict[str, int]) -> int:
    return d["missing"]


for fn, args in ((dict_get, ({"a": 1}, "b")), (dict_literal_key, ({"a": 1},))):
    try:
        fn(*args)
    except Exception as e:
        print(type(e).__name__)
        print(str(e).replace(__file__, "<file>"))
