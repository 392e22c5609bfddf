import torch
from typing import List
def c1(x: float):
    for i in range(x):
        pass
def c2(x: float):
    return range(1, x)
def c3(x: float):
    return [i for i in range(3, x)]
for f in [c1, c2, c3]:
    try:
        torch.jit.script(f)
        print("ok")
    except Exception as e:
        print(str(e).replace(__file__, "<file>"))
