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

def pre_hook_wrong_input1(self, input: Tuple[None]) -> Tuple[str]:
    return ('hello',)
m = ModuleForwardSingleInput('outer_mod_name', 'inner_mod_name')
m.register_forward_pre_hook(pre_hook_wrong_input1)

def pre_hook_wrong_input2(self, input: Tuple[str], input2: str) -> Tuple[str]:
    return ('hello',)
m = ModuleForwardSingleInput('outer_mod_name', 'inner_mod_name')
m.register_forward_pre_hook(pre_hook_wrong_input2)

def pre_hook_wrong_input3(self, input: int) -> Tuple[str]:
    return ('hello',)
m = ModuleForwardSingleInput('outer_mod_name', 'inner_mod_name')
m.register_forward_pre_hook(pre_hook_wrong_input3)

def pre_hook_wrong_output(self, input: Tuple[str]) -> int:
    return 1
m = ModuleForwardSingleInput('outer_mod_name', 'inner_mod_name')
m.register_forward_pre_hook(pre_hook_wrong_output)
torch.jit.script(m)
