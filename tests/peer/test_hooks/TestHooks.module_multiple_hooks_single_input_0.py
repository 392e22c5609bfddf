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

def create_module_multiple_hooks_single_input():
    m = ModuleForwardSingleInput('outer_mod_name', 'inner_mod_name')

    def pre_hook1(self, input: Tuple[str]) -> Tuple[str]:
        assert self.name == 'outer_mod_name'
        assert input[0] == 'a'
        return ('pre_hook_override_name1',)

    def pre_hook2(self, input: Tuple[str]) -> Tuple[str]:
        assert self.name == 'outer_mod_name'
        assert input[0] == 'pre_hook_override_name1'
        return ('pre_hook_override_name2',)

    def forward_hook1(self, input: Tuple[str], output: str):
        assert self.name == 'outer_mod_name'
        assert input == ('pre_hook_override_name2',)
        assert output == 'pre_hook_override_name2_outermod_inner_mod'
        output = output + '_fh1'
        return (output, output)

    def forward_hook2(self, input: Tuple[str], output: Tuple[str, str]):
        assert self.name == 'outer_mod_name'
        assert input == ('pre_hook_override_name2',)
        assert output[0] == 'pre_hook_override_name2_outermod_inner_mod_fh1'
        output = output[0] + '_fh2'
        return output
    m.register_forward_pre_hook(pre_hook1)
    m.register_forward_pre_hook(pre_hook2)
    m.register_forward_hook(forward_hook1)
    m.register_forward_hook(forward_hook2)
    return m
print(torch.jit.script(create_module_multiple_hooks_single_input())('a'))
