import torch
from typing import Dict, List

def compare(fn, input_list, script_input_list=None):
    # TestScriptList._compare_eager_and_script
    script_input_list = script_input_list or torch.jit.script(input_list)
    eager_raised, script_raised = False, False
    try:
        eager_out = fn(input_list)
    except Exception as e:
        eager_exception = e
        eager_raised = True
    try:
        script_out = fn(script_input_list)
    except Exception as e:
        script_exception = e
        script_raised = True
    print(eager_raised, script_raised)
    if eager_raised:
        print(type(eager_exception).__name__, type(script_exception).__name__)
    else:
        print(eager_out, script_out)
        print(input_list, list(script_input_list))


def script_list_add(l, e: int):
    # TestScriptList._script_list_add
    @torch.jit.script
    def list_add(l: List[int], e: int):
        l.append(e)

    list_add(l, e)


l = torch.jit.script([1, 2])
script_list_add(l, 3)
print(len(l), 3)
