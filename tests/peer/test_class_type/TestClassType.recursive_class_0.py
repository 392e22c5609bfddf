import torch
from typing import Optional

@torch.jit.script
class Tree(object):

    def __init__(self):
        self.parent = torch.jit.annotate(Optional[Tree], None)
