import torch
from typing import List
from typing import Dict
from typing import Optional
from typing import Tuple
from typing import Any

def tuple_nested(x: Any):
    assert torch.jit.isinstance(x, Tuple[Dict[str, Tuple[str, str, str]], List[bool], Optional[str]])
    assert not torch.jit.isinstance(x, Dict[str, Tuple[int, int, int]])
    assert not torch.jit.isinstance(x, Tuple[str])
    assert not torch.jit.isinstance(x, Tuple[List[bool], List[str], List[int]])
x = ({'a': ('aa', 'aa', 'aa'), 'b': ('bb', 'bb', 'bb')}, [True, False, True], None)
print(torch.jit.script(tuple_nested)(x))
