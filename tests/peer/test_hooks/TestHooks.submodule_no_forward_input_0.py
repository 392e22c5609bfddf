import torch
import torch.nn as nn
from typing import Tuple

class SubmoduleNoForwardInputs(torch.nn.Module):

    def __init__(self, name):
        super().__init__()
        self.name = name

    def forward(self):
        assert self.name == 'inner_mod_name'

class ModuleNoForwardInputs(torch.nn.Module):

    def __init__(self, name: str, submodule_name: str):
        super().__init__()
        self.name = name
        self.submodule = SubmoduleNoForwardInputs(submodule_name)

    def forward(self):
        self.submodule()

def create_submodule_no_forward_input():
    m = ModuleNoForwardInputs('outer_mod_name', 'inner_mod_name')

    def pre_hook(self, input: Tuple[()]) -> None:
        assert self.name == 'inner_mod_name'

    def forward_hook(self, input: Tuple[()], output: None):
        assert self.name == 'inner_mod_name'
    m.submodule.register_forward_pre_hook(pre_hook)
    m.submodule.register_forward_hook(forward_hook)
    return m
print(torch.jit.script(create_submodule_no_forward_input())())
