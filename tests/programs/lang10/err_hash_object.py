import torch
from typing import Tuple


@torch.jit.script
class Key:
    def __init__(self, k: int):
        self.k = k

    def __hash__(self) -> int:
        return self.k


@torch.jit.script
def hashes(x: int, s: str) -> Tuple[bool, bool, int]:
    return hash(x) == hash(x), hash(s) == hash(s + ""), hash(x)


print(hashes(42, "abc"))


@torch.jit.script
def hash_obj(k: int) -> int:
    return hash(Key(k))


print(hash_obj(3))
