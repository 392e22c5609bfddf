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

def create_submodule_forward_single_input_return_not_tupled():
    m = ModuleForwardSingleInput('outer_mod_name', 'inner_mod_name')

    def pre_hook(self, input: Tuple[str]) -> str:
        assert self.name == 'inner_mod_name'
        assert input[0] == 'a_outermod'
        return 'pre_hook_override_name'

    def forward_hook(self, input: Tuple[str], output: str):
        assert self.name == 'inner_mod_name'
        assert input == ('pre_hook_override_name',)
        output = output + '_fh'
        return output
    m.submodule.register_forward_pre_hook(pre_hook)
    m.submodule.register_forward_hook(forward_hook)
    return m
print(torch.jit.script(create_submodule_forward_single_input_return_not_tupled())('a'))
