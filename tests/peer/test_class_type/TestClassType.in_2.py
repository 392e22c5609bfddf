import torch
import torch.nn as nn
from typing import List, Tuple

torch.manual_seed(0)

@torch.jit.script
class FooTest(object):
    def __init__(self):
        pass

    def __contains__(self, key):
        # type: (str) -> bool
        return key == 'hi'

@torch.jit.script
def fn():
    foo = FooTest()
    return 'hi' in foo, 'no' in foo

print(fn())
