import torch
from typing import List
from typing import Dict
from typing import Union

def fn(x: Union[Dict[str, int], List[int]]) -> str:
    return 'foo'
print(torch.jit.script(fn)({'foo': 1, 'bar': 2, 'baz': 3}))
