import torch
from typing import List


@torch.jit.script
def preds(s: str) -> List[bool]:
    return [s.isdigit(), s.isalpha(), s.isalnum(), s.isspace(), s.islower(),
            s.isupper(), s.istitle(), s.isidentifier(), s.isdecimal(), s.isnumeric(), s.isprintable()]


for s in ["abc", "ABC", "Abc Def", "123", "a1", " \t", "", "_x9", "a b"]:
    print(repr(s), preds(s))
