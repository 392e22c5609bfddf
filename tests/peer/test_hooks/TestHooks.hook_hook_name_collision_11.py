import torch
import torch.nn as nn
from typing import Tuple

class SubmoduleForwardSingleInput(torch.nn.Module):

    def __init__(self, name):
        super().__init__()
        self.name = name

    def foo(self, input: str):
        return input

    def forward(self, input: str):
        input = input + '_inner_mod'
        input = self.foo(input)
        return input

class ModuleForwardSingleInput(torch.nn.Module):

    def __init__(self, name: str, submodule_name: str):
        super().__init__()
        self.name = name
        self.submodule = SubmoduleForwardSingleInput(submodule_name)

    def forward(self, input: str):
        input = input + '_outermod'
        return self.submodule(input)
m = ModuleForwardSingleInput('outer_mod_name', 'inner_mod_name')

def prehook(self, input: Tuple[str]) -> Tuple[str]:
    return 'This is the first hook'
m.submodule.register_forward_pre_hook(prehook)

def prehook(self, input: Tuple[str]) -> Tuple[str]:
    return 'This is the second hook'
m.submodule.register_forward_pre_hook(prehook)
m = ModuleForwardSingleInput('outer_mod_name', 'inner_mod_name')

def hook(self, input: Tuple[str], output: str):
    return 'This is the first hook'
m.submodule.register_forward_hook(hook)

def hook(self, input: Tuple[str]):
    return 'This is the second hook'
m.submodule.register_forward_hook(hook)
torch.jit.script(m)
