import torch
from typing import List
from typing import Dict
from typing import Union

def fn(x: Union[Dict[str, int], List[int]]) -> str:
    return 'foo'
scripted = torch.jit.script(fn)
scripted('1')
